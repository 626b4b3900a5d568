import { demoUserId } from "./demo-data";
import { DEMO_LOGO_KEYS } from "./demo-logo";
import { DEMO_ANCHORS, DEMO_LENDERS, DEMO_PROGRAMMES } from "./demo-organisations";
import { seedId } from "./identifiers";

const [gokul, vardhman, sahyadri] = DEMO_ANCHORS;
const [shree, kaveri, deccan] = DEMO_LENDERS;

/** Each demo anchor's settings: its brand colour (and the dairy's logo), lending type and OCR switches. */
export const DEMO_ANCHOR_SETTINGS = [
  {
    anchorId: gokul.id,
    themeBgColor: "#1B5E20",
    logoMediumKey: DEMO_LOGO_KEYS.medium,
    logoLargeKey: DEMO_LOGO_KEYS.large,
    lendingType: "DEFAULT",
    gst: true,
    ocrAmount: true,
  },
  { anchorId: vardhman.id, themeBgColor: "#0D47A1", lendingType: "CO_LENDING", rms: true },
  { anchorId: sahyadri.id, themeBgColor: "#E65100", lendingType: "NONE", status: "InActive" },
];

/** One account per demo lender; the IFSCs are real branches of the banks named. */
export const DEMO_LENDER_BANK_ACCOUNTS = [
  {
    id: seedId("bank-account:shree"),
    lenderId: shree.id,
    accountNumber: "50200012345678",
    ifsc: "HDFC0000001",
    accountHolderName: "Shree Finance Ltd",
    bankName: "HDFC Bank",
    accountType: "CURRENT",
    branchName: "Mumbai - Sandoz House",
  },
  {
    id: seedId("bank-account:kaveri"),
    lenderId: kaveri.id,
    accountNumber: "39876543210",
    ifsc: "SBIN0000001",
    accountHolderName: "Kaveri Capital NBFC Pvt Ltd",
    bankName: "State Bank of India",
    accountType: "CASH CREDIT",
    branchName: "Kolkata Main",
  },
  {
    id: seedId("bank-account:deccan"),
    lenderId: deccan.id,
    accountNumber: "912020034567890",
    ifsc: "UTIB0000001",
    accountHolderName: "Deccan Credit Ltd",
    bankName: "Axis Bank",
    accountType: "CURRENT",
    branchName: "Ahmedabad",
  },
];

/** Dairy farmers as the Gokul cooperative knows them, and a Vardhman retailer. */
export const DEMO_ANCHOR_USERS = [
  {
    id: seedId("anchor-user:gokul-1"),
    anchorId: gokul.id,
    externalId: "GDC-00417",
    mobile: "9825012345",
    avgMonthCollection: "1850.50",
    vintage: 36,
    onboardingFlow: "Agro",
  },
  {
    id: seedId("anchor-user:gokul-2"),
    anchorId: gokul.id,
    externalId: "GDC-00962",
    mobile: "9825067890",
    avgMonthCollection: "920.00",
    vintage: 14,
    onboardingFlow: "Agro",
  },
  {
    id: seedId("anchor-user:vardhman-1"),
    anchorId: vardhman.id,
    externalId: "VD-R-1203",
    mobile: "9822011223",
    avgMonthCollection: "0",
    vintage: 48,
    onboardingFlow: "default",
  },
];

export const DEMO_REPORT_SETTINGS = [
  {
    id: seedId("report-setting:anchors"),
    userType: "ANCHOR",
    eventEmail: "reports@gokuldairy.example.in",
    reports: ["DAILY", "MONTHLY"],
  },
];

const gokulProgramme = DEMO_PROGRAMMES[0];

/** An operations user proposed raising Gokul's limit from ₹5 crore to ₹6 crore; it waits for approval. */
export const DEMO_PENDING_LIMIT_CHANGE = {
  id: seedId("pending-change:gokul-limit"),
  entity: "programme",
  entityId: gokulProgramme.id,
  anchorId: gokulProgramme.anchorId,
  lenderId: gokulProgramme.lenderId,
  changes: [{ field: "programLimitPaise", before: gokulProgramme.programLimitPaise, after: 6_00_00_000_00 }],
  baseVersion: 1,
  proposedBy: demoUserId("ops"),
};
