import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { replayEarlyTaps } from '../../../app/early-taps.ts';
import { ImageGallery } from './image-gallery.tsx';

const NAME = 'PureFlow 5-Stage Reverse Osmosis System';
const IMAGES = ['/ro-1.png', '/ro-2.png', '/ro-3.png'];

const mainImage = () => screen.getByRole('img', { name: new RegExp(`^${NAME}, image`) });

describe('ImageGallery', () => {
  it('steps through the pictures with the arrows and the thumbnails', async () => {
    const user = userEvent.setup();
    render(<ImageGallery name={NAME} images={IMAGES} />);
    expect(mainImage()).toHaveAccessibleName(`${NAME}, image 1 of 3`);
    await user.click(screen.getByRole('button', { name: 'Previous image' }));
    expect(mainImage()).toHaveAccessibleName(`${NAME}, image 3 of 3`);
    await user.click(screen.getByRole('button', { name: 'Show image 2 of 3' }));
    expect(mainImage()).toHaveAccessibleName(`${NAME}, image 2 of 3`);
  });

  it('does the arrow and thumbnail taps made before the app had started, once each, in order', async () => {
    render(<ImageGallery name={NAME} images={IMAGES} />);
    // Kept by public/start-after-paint.js: Next, then the first thumbnail, then Next again.
    window.earlyTaps = [
      { key: 'image-next', index: 0 },
      { key: 'image-show', index: 0 },
      { key: 'image-next', index: 0 },
    ];
    await act(() => replayEarlyTaps());
    expect(mainImage()).toHaveAccessibleName(`${NAME}, image 2 of 3`);
    expect(screen.getByRole('button', { name: 'Show image 2 of 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });
});
