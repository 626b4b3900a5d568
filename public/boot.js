/*
 * Runs before the app (a deferred classic script, so it does not hold up the first paint).
 *
 * 1. Breaks out of any frame (spec section 2): if the portal is framed, the top window is sent to the
 *    portal's own address and the page stays hidden (html.ll-framed); otherwise the page is shown. The
 *    server also forbids framing with CSP frame-ancestors 'none'; this covers a proxy that drops it.
 * 2. Preloads the first screen's lazy chunks while the entry chunk is still downloading: the login page
 *    for a visitor, the layout for a signed-in user (the list comes from vite-route-preload.ts).
 */
(function () {
  var root = document.documentElement;
  if (window.top !== window.self) {
    try {
      window.top.location.href = window.self.location.href;
    } catch {
      // A cross-origin parent may refuse the navigation; the page then stays hidden.
    }
    return;
  }
  root.classList.remove("ll-framed");

  var data = document.getElementById("ll-preload");
  if (!data) return;
  var manifest = JSON.parse(data.textContent || "{}");
  var signedIn = (manifest.sessionCookies || []).some(function (name) {
    return document.cookie.split("; ").some(function (pair) {
      return pair.indexOf(name + "=") === 0;
    });
  });
  var files = (manifest.screens || {})[signedIn && location.pathname !== "/login" ? "layout" : "login"] || [];
  files.forEach(function (href) {
    var link = document.createElement("link");
    link.rel = /\.css$/.test(href) ? "stylesheet" : "modulepreload";
    link.href = href;
    if (link.rel === "modulepreload") link.crossOrigin = "";
    document.head.appendChild(link);
  });
})();
