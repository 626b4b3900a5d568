/*
 * Breaks out of any frame (spec section 2). Loaded as a tiny blocking script in <head>, before anything
 * paints: if the portal is framed, the top window is sent to the portal's own address and the page stays
 * hidden (html.ll-framed); otherwise the class is removed and the page shows. The server also forbids
 * framing with CSP frame-ancestors 'none'; this covers a proxy that drops that header.
 */
(function () {
  var root = document.documentElement;
  if (window.top === window.self) {
    root.classList.remove("ll-framed");
    return;
  }
  try {
    window.top.location.href = window.self.location.href;
  } catch (error) {
    // A cross-origin parent may refuse the navigation; the page then stays hidden.
  }
})();
