import { demoUserId } from "./demo-data";
import { DEMO_ANCHORS, DEMO_PROGRAMMES } from "./demo-organisations";
import { seedGstin, seedId, seedPan } from "./identifiers";

const [gokul, vardhman, sahyadri] = DEMO_ANCHORS;
const [gokulProgramme, vardhmanProgramme, sahyadriProgramme] = DEMO_PROGRAMMES;

/** The invoice interest rate of each demo programme (percent per year). */
export const DEMO_INVOICE_TERMS = [
  { programmeId: gokulProgramme.id, interestRatePercent: "12" },
  { programmeId: vardhmanProgramme.id, interestRatePercent: "15" },
  { programmeId: sahyadriProgramme.id, interestRatePercent: "13.5" },
] as const;

const supplier = (
  n: number,
  anchorId: string,
  name: string,
  state: string,
  ifsc: string,
  holder: string,
  bank: string,
) => {
  const pan = seedPan(500 + n, "F", name.charAt(0));
  return {
    id: seedId(`supplier:${n}`),
    anchorId,
    gstin: seedGstin(state, pan),
    name,
    email: n % 2 === 0 ? `accounts${n}@supplier.demo.in` : null,
    mobile: `98765${String(20000 + n).padStart(5, "0")}`,
    bankAccount: `5010${String(10_000_000 + n * 7919).padStart(10, "0")}`,
    ifsc,
    accountHolderName: holder,
    bankName: bank,
  };
};

export const DEMO_SUPPLIERS = [
  supplier(1, gokul.id, "Patel Cattle Feed Suppliers", "24", "HDFC0000001", "Hitesh Patel", "HDFC Bank"),
  supplier(
    2,
    gokul.id,
    "Amrut Fodder Traders",
    "24",
    "SBIN0000300",
    "Amrut Chaudhary",
    "State Bank of India",
  ),
  supplier(3, gokul.id, "Sabar Veterinary Stores", "24", "ICIC0000001", "Kavya Solanki", "ICICI Bank"),
  supplier(4, vardhman.id, "Konkan Packaging Works", "27", "UTIB0000001", "Rohan Sawant", "Axis Bank"),
  supplier(5, vardhman.id, "Deccan Cartons", "27", "HDFC0000001", "Priya Kulkarni", "HDFC Bank"),
  supplier(
    6,
    sahyadri.id,
    "Krishna Fertilisers",
    "27",
    "SBIN0000300",
    "Vikram Jadhav",
    "State Bank of India",
  ),
];

const partner = (n: number, anchorId: string, name: string, state: string, tdsPercent: number) => {
  const pan = seedPan(600 + n, "F", name.charAt(0));
  return {
    id: seedId(`partner:${n}`),
    anchorId,
    gstin: seedGstin(state, pan),
    name,
    email: n % 2 === 1 ? `billing${n}@partner.demo.in` : null,
    mobile: `98765${String(30000 + n).padStart(5, "0")}`,
    tdsPercent,
  };
};

export const DEMO_PARTNERS = [
  partner(1, gokul.id, "Milkway Logistics", "24", 2),
  partner(2, gokul.id, "Coldchain Partners", "24", 1),
  partner(3, vardhman.id, "Swift Route Carriers", "27", 2),
  partner(4, sahyadri.id, "Green Field Agents", "27", 5),
];

const retailer = (n: number, businessName: string, name: string) => {
  const pan = seedPan(700 + n, "F", businessName.charAt(0));
  return {
    id: seedId(`retailer:${n}`),
    merchantUserId: demoUserId("merchant"),
    anchorId: gokul.id,
    gstin: seedGstin("24", pan),
    businessName,
    name,
    mobile: `98765${String(40000 + n).padStart(5, "0")}`,
    email: null,
    pan,
  };
};

/** Retailers of merchant@demo.in (a USER merchant under the Gokul programme). */
export const DEMO_RETAILERS = [
  retailer(1, "Shiv Dairy Parlour", "Mahesh Thakkar"),
  retailer(2, "Anand Sweets", "Rekha Vyas"),
];
