/** The right-click menu is disabled on every screen (spec section 2). */
export function disableContextMenu(target: Document = document): () => void {
  const block = (event: Event) => event.preventDefault();
  target.addEventListener("contextmenu", block);
  return () => target.removeEventListener("contextmenu", block);
}
