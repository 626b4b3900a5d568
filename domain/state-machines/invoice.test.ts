import { describe, expect, it } from "vitest";
import { INVOICE_STATUSES, type InvoiceStatus } from "@domain/enums/statuses";
import { INVOICE_MACHINE, type InvoiceAction } from "./invoice";
import {
  allowedActions,
  allowedTransitions,
  canTransition,
  describeIllegalTransition,
  terminalStatuses,
  transitionFor,
} from "./machine";

const edges = () =>
  INVOICE_STATUSES.flatMap((from) =>
    allowedTransitions(INVOICE_MACHINE, from).map(({ action, to }) => `${from} -${action}-> ${to}`),
  );

describe("invoice lifecycle (issue 5)", () => {
  it("has exactly the legal transitions of issue 5", () => {
    expect(edges().sort()).toEqual(
      [
        "PreInitiated -uploadDocument-> Initiated",
        "Initiated -verify-> Verified",
        "Initiated -reject-> Rejected",
        "Verified -reject-> Rejected",
        "Verified -approve-> Approved",
        "Approved -enterUtr-> Paid",
        "Paid -settle-> Completed",
        "PreInitiated -cancel-> Cancelled",
        "Initiated -cancel-> Cancelled",
        "Verified -cancel-> Cancelled",
        "Approved -cancel-> Cancelled",
      ].sort(),
    );
  });

  it("starts Initiated, or PreInitiated while the document is missing", () => {
    expect(INVOICE_MACHINE.initial).toEqual(["Initiated", "PreInitiated"]);
  });

  it("ends in Completed, Cancelled or Rejected", () => {
    expect([...terminalStatuses(INVOICE_MACHINE)].sort()).toEqual(["Cancelled", "Completed", "Rejected"]);
  });

  it("can be cancelled only before it is Paid", () => {
    const cancellable = INVOICE_STATUSES.filter((status) =>
      canTransition(INVOICE_MACHINE, status, "Cancelled"),
    );
    expect(cancellable.sort()).toEqual(["Approved", "Initiated", "PreInitiated", "Verified"]);
  });

  it.each<[InvoiceStatus, InvoiceStatus]>([
    ["Initiated", "Approved"],
    ["PreInitiated", "Verified"],
    ["Verified", "Paid"],
    ["Approved", "Rejected"],
    ["Paid", "Cancelled"],
    ["Rejected", "Initiated"],
    ["Completed", "Paid"],
    ["Cancelled", "Initiated"],
  ])("refuses %s → %s", (from, to) => {
    expect(canTransition(INVOICE_MACHINE, from, to)).toBe(false);
  });

  it.each<[InvoiceStatus, InvoiceAction, string]>([
    ["Paid", "cancel", "Invoice is Paid; it cannot be cancelled"],
    ["Initiated", "approve", "Invoice is Initiated; it cannot be approved"],
    ["PreInitiated", "verify", "Invoice is PreInitiated; it cannot be verified"],
    ["Completed", "settle", "Invoice is Completed; it cannot be settled"],
    ["Verified", "enterUtr", "Invoice is Verified; it cannot be marked paid"],
    ["Rejected", "uploadDocument", "Invoice is Rejected; it cannot have its document uploaded"],
    ["Approved", "reject", "Invoice is Approved; it cannot be rejected"],
  ])("%s refuses %s with a message naming the status", (from, action, message) => {
    expect(transitionFor(INVOICE_MACHINE, from, action)).toBeUndefined();
    expect(describeIllegalTransition(INVOICE_MACHINE, from, action)).toBe(message);
  });

  it("offers the payment user approve, reject and cancel on a Verified invoice", () => {
    expect(allowedActions(INVOICE_MACHINE, "Verified")).toEqual(["approve", "reject", "cancel"]);
  });
});
