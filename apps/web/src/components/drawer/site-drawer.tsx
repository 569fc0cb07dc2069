import { type ReactNode, useEffect, useRef } from 'react';
import { HydrateLater } from '../../lib/hydrate-later.tsx';
import { DrawerMenu } from './drawer-menu.tsx';

interface SiteDrawerProps {
  id: string;
  isOpen: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * daisyUI drawer driven by React state rather than a checkbox label, so the menu button is a
 * real button, Escape closes it and the page behind is inert while it is open.
 */
export function SiteDrawer({ id, isOpen, onClose, children }: SiteDrawerProps) {
  const panelRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onClose();
    };
    document.addEventListener('keydown', closeOnEscape);
    const panel = panelRef.current;
    if (panel) focusWhenVisible(panel);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [isOpen, onClose]);

  return (
    <div className="drawer">
      <input
        type="checkbox"
        className="drawer-toggle"
        checked={isOpen}
        onChange={(event) => {
          if (!event.target.checked) onClose();
        }}
        tabIndex={-1}
        aria-hidden="true"
      />
      <div className="drawer-content flex min-h-screen flex-col" inert={isOpen}>
        {children}
      </div>
      <div className="drawer-side z-50">
        <button
          type="button"
          className="drawer-overlay"
          aria-label="Close menu"
          tabIndex={-1}
          onClick={onClose}
        />
        <div
          ref={panelRef}
          id={id}
          role="dialog"
          aria-modal="true"
          aria-label="Menu"
          tabIndex={-1}
          className="min-h-full w-80 max-w-[85vw] bg-base-100 outline-none"
        >
          <HydrateLater name="menu">
            <DrawerMenu onClose={onClose} />
          </HydrateLater>
        </div>
      </div>
    </div>
  );
}

// The panel stays visibility:hidden until daisyUI's open transition starts; focus() is a no-op
// before that, so wait for it.
function focusWhenVisible(element: HTMLElement, framesLeft = 30) {
  if (getComputedStyle(element).visibility === 'visible') {
    element.focus();
    return;
  }
  if (framesLeft > 0) requestAnimationFrame(() => focusWhenVisible(element, framesLeft - 1));
}
