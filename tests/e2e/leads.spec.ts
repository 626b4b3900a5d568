import { expect, test } from "./test";
import { DEMO_LEADS } from "../../server/db/seed/demo-leads";
import { shot, signIn } from "./invoices-helpers";

const newLead = DEMO_LEADS.find((lead) => lead.stage === "NEW" && lead.source === "CAMPAIGN")!;
const newest = DEMO_LEADS.at(-1)!;
const count = (stage: string) => DEMO_LEADS.filter((lead) => lead.stage === stage).length;

test("an admin sees the seeded leads by stage, opens one and moves it to Contacted", async ({ page }) => {
  await signIn(page, "admin@demo.in", "/admin/lead-management");
  const table = page.getByRole("table", { name: "Leads" });
  await expect(page.getByRole("tab", { name: `All (${DEMO_LEADS.length})` })).toBeVisible();
  await expect(table.getByRole("button", { name: newest.businessName })).toBeVisible();
  // Ten leads (the header sticks under the page header in a table of its own).
  await expect(table.getByRole("row")).toHaveCount(10);
  await shot(page, "leads-01-list");

  await page.getByRole("tab", { name: `New (${count("NEW")})` }).click();
  await page.getByRole("searchbox", { name: "Search leads" }).fill(newLead.businessName);
  await expect(table.getByRole("row")).toHaveCount(1);
  await table.getByRole("button", { name: newLead.businessName }).click();

  const drawer = page.getByRole("dialog");
  await expect(drawer.getByText(newLead.companyPan, { exact: true })).toBeVisible();
  await expect(drawer.getByLabel("Stage history").getByText("captured", { exact: false })).toBeVisible();
  await shot(page, "leads-02-profile");
  await drawer.getByRole("button", { name: "Mark contacted" }).click();
  await page.getByRole("button", { name: "Yes, move" }).click();
  await expect(drawer.getByRole("button", { name: "Request documents" })).toBeVisible();
  await expect(drawer.getByLabel("Stage history").getByText("from New")).toBeVisible();
  // The tab counts follow the search: this one lead has left New for Contacted.
  await expect(page.getByRole("tab", { name: "Contacted (1)" })).toBeVisible();
  await expect(page.getByRole("tab", { name: "New (0)" })).toBeVisible();
  await shot(page, "leads-03-moved");
});
