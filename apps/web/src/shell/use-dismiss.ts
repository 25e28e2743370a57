import { useEffect, type RefObject } from 'react';

/**
 * While `active`, Escape or a pointer press outside `container` calls `onDismiss`; Escape also
 * returns the focus to the element `focusBack` finds (the button that opened the panel).
 */
export function useDismiss(
  active: boolean,
  container: RefObject<HTMLElement | null>,
  onDismiss: () => void,
  focusBack?: () => HTMLElement | null | undefined,
) {
  useEffect(() => {
    if (!active) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      const target = focusBack?.();
      onDismiss();
      target?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (container.current && !container.current.contains(e.target as Node)) onDismiss();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [active, container, onDismiss, focusBack]);
}
