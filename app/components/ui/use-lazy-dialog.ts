import { useRef, useState } from 'react';

/**
 * A button that opens a dialog whose code is not in the page's initial JavaScript: reaching for the
 * button (hover, touch, keyboard focus) starts the download, the first click mounts the dialog,
 * and it stays mounted afterwards so its state survives closing. `toggle`: the button also closes
 * it (the chat launcher stays visible above its panel).
 */
export function useLazyDialog(load: () => Promise<unknown>, options: { toggle?: boolean } = {}) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const prefetch = () => void load();
  const triggerProps = {
    ref: button,
    type: 'button' as const,
    'aria-haspopup': 'dialog' as const,
    'aria-expanded': open,
    onPointerEnter: prefetch,
    onTouchStart: prefetch,
    onFocus: prefetch,
    onClick: () => {
      setMounted(true);
      setOpen((isOpen) => (options.toggle ? !isOpen : true));
    },
  };
  return { open, setOpen, mounted, button, triggerProps };
}
