import { describe, expect, it } from "vitest";
import { disableContextMenu, revealUnlessFramed } from "./global-behaviours";

describe("the right-click menu", () => {
  it("is blocked everywhere in the document while the portal runs", () => {
    const restore = disableContextMenu();
    const event = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.body.appendChild(document.createElement("p")).dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    restore();
    const after = new MouseEvent("contextmenu", { bubbles: true, cancelable: true });
    document.body.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(false);
  });
});

describe("the hidden-until-checked page", () => {
  it("is shown when the portal is not framed", () => {
    document.documentElement.classList.add("ll-framed");
    revealUnlessFramed();
    expect(document.documentElement.classList.contains("ll-framed")).toBe(false);
  });

  it("stays hidden inside a frame", () => {
    document.documentElement.classList.add("ll-framed");
    const framed = { top: {}, self: window, document } as unknown as Window;
    revealUnlessFramed(framed);
    expect(document.documentElement.classList.contains("ll-framed")).toBe(true);
    document.documentElement.classList.remove("ll-framed");
  });
});
