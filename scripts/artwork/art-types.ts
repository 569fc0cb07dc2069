/** How one product's artwork is drawn; every body is drawn on the 800 x 800 product canvas. */
export interface ArtEntry {
  tint: string;
  draw: () => string;
  /** Bodies for the extra views (-2, -3). Systems fall back to a parts line-up and an installed scene. */
  views?: Array<{ caption: string; draw: () => string }>;
  /** Parts lying on their side are stood up in a line-up. */
  horizontal?: boolean;
  /** A compact drawing for line-ups, when the main one has loose ends (tubing). */
  lineup?: () => string;
  /** Where a system is installed, for its installed-scene view. */
  setting?: 'sink' | 'utility' | 'plant';
}

export type ArtRegistry = Record<string, ArtEntry>;
