/**
 * A phone raises its keyboard only for a field focused inside the tap itself (iOS most strictly), but the search
 * dialog's field exists only later: its script is fetched on the first tap and Base UI moves focus after the
 * dialog mounts. So the tap focuses a transparent stand-in field at once; the dialog then moves that focus to its
 * own field (its `initialFocus`), and the keyboard, already up, stays. The stand-in removes itself as it loses the
 * focus; it is out of the tab order and hidden from screen readers, and lives for that moment only.
 */
export function holdKeyboard(): void {
  const standIn = document.createElement('input');
  standIn.type = 'search';
  standIn.tabIndex = -1;
  standIn.setAttribute('aria-hidden', 'true');
  // 16 px: iOS zooms the page into a focused field with smaller text.
  standIn.style.cssText =
    'position:fixed;top:0;left:0;width:1px;height:1px;padding:0;border:0;opacity:0;font-size:16px;pointer-events:none';
  standIn.addEventListener('blur', () => standIn.remove(), { once: true });
  document.body.append(standIn);
  standIn.focus({ preventScroll: true });
}
