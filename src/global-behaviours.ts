/** The right-click menu is disabled on every screen (spec section 2). */
export function disableContextMenu(target: Document = document): () => void {
  const block = (event: Event) => event.preventDefault();
  target.addEventListener("contextmenu", block);
  return () => target.removeEventListener("contextmenu", block);
}

/**
 * index.html keeps the page hidden (html.ll-framed) until public/boot.js has checked for a frame. Should
 * that script fail to load, the app still shows itself when it is not framed.
 */
export function revealUnlessFramed(win: Window = window): void {
  if (win.top === win.self) win.document.documentElement.classList.remove("ll-framed");
}
