import { type Path, fieldId } from './paths';

/**
 * Moves focus to the control of a problem path, or to its nearest enclosing group when the path
 * names a list or an object (`stores`, `persons`, `stores.0.volumeInformation`).
 */
export function focusPath(path: Path): boolean {
  for (let length = path.length; length > 0; length -= 1) {
    const element = document.getElementById(fieldId(path.slice(0, length)));
    if (element !== null) {
      element.focus();
      element.scrollIntoView({ block: 'center' });
      return true;
    }
  }
  return false;
}
