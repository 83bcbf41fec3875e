import type { SuppressKeyboardEventParams } from 'ag-grid-community';

/**
 * The keyboard for buttons inside grid cells (issue 40 « every grid keyboard usable »),
 * as the WAI-ARIA grid pattern has it: the grid moves between cells (arrows, Tab), Entrée
 * on a cell moves into its buttons, Tab and Maj+Tab go from one to the next (past the
 * last, the grid's next cell), Entrée or Espace presses one, Échap goes back to the
 * cell. Without it AG Grid kept every key: a row's « Vendre » or « Modifier » needed a
 * mouse.
 */
const CONTROLS = 'button:not([disabled]), a[href]';

const controlsOf = (cell: Element): HTMLElement[] => [
  ...cell.querySelectorAll<HTMLElement>(CONTROLS),
];

/**
 * suppressKeyboardEvent of every column (the grid asks it synchronously, before acting:
 * its onCellKeyDown callbacks come later, once the key is handled): true when the key is
 * the button's (or the browser's, Tab inside the cell), not the grid's.
 */
export function cellControlsKey({ event }: SuppressKeyboardEventParams): boolean {
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (target.classList.contains('ag-cell')) return enterControls(target, event);
  if (!target.matches(CONTROLS)) return false;
  const cell = target.closest<HTMLElement>('.ag-cell');
  if (!cell) return false;
  switch (event.key) {
    case 'Enter':
    case ' ':
      return true;
    case 'Escape':
      if (event.type === 'keydown') cell.focus();
      return true;
    case 'Tab': {
      const controls = controlsOf(cell);
      const next = controls.indexOf(target) + (event.shiftKey ? -1 : 1);
      return next >= 0 && next < controls.length;
    }
    default:
      return false;
  }
}

/** Entrée on a focused cell that holds buttons: focus moves to the first one. */
function enterControls(cell: HTMLElement, event: KeyboardEvent): boolean {
  if (event.key !== 'Enter') return false;
  const [first] = controlsOf(cell);
  if (!first) return false;
  if (event.type === 'keydown') {
    event.preventDefault();
    first.focus();
  }
  return true;
}
