import { MenuPanelContents } from './menu-panel-contents.tsx';
import { scrollToTop } from './nav-links.tsx';

export const MENU_BEFORE_SCRIPTS_ID = 'menu-before-scripts';

/**
 * The small-screen menu before the page's scripts have loaded (issue 12, ADR 016): the menu button
 * opens this panel with the browser's own popover (`popovertarget`), so a phone visitor can move
 * around while a slow link is still bringing the scripts, or with them off. It is the drawer's
 * look and contents (mobile-menu.tsx: from the right, 3/4 of the width, the same
 * MenuPanelContents, Escape); once the page is hydrated the button opens the drawer instead and
 * prevents this (site-header.tsx). Closed, it is `display: none` and not in the accessibility tree.
 * Open, the browser reports it on the button (expanded) and Tab moves into it from the button.
 */
export function MenuBeforeScripts({ studioName, pathname }: { studioName: string; pathname: string }) {
  // Opened before hydration and still open after it, it closes when an entry is chosen.
  const choose = () => {
    document.getElementById(MENU_BEFORE_SCRIPTS_ID)?.hidePopover();
    scrollToTop();
  };
  return (
    <div
      id={MENU_BEFORE_SCRIPTS_ID}
      popover="auto"
      // Like the drawer it stands in for (the button says aria-haspopup="dialog"); not modal.
      role="dialog"
      aria-label="Menu"
      // No display class here: the browser's own `display: none` hides a closed popover.
      className="inset-y-0 right-0 left-auto m-0 h-full max-h-none w-3/4 border-0 bg-linen p-6 text-charcoal shadow-xl backdrop:bg-ink/40 sm:max-w-sm"
    >
      <MenuPanelContents
        studioName={studioName}
        pathname={pathname}
        onChoose={choose}
        close={(props) => (
          <button type="button" popoverTarget={MENU_BEFORE_SCRIPTS_ID} popoverTargetAction="hide" {...props} />
        )}
      />
    </div>
  );
}
