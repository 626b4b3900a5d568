import { ROUTES, type RoutePath } from "@domain/routes";
import type { MenuIconName } from "./menu-icons";

/** Every page the menu can show, with its title and icon. */
export const MENU_PAGES: readonly { pageName: RoutePath; title: string; imageName: MenuIconName }[] = [
  { pageName: ROUTES.clientManagement, title: "Client Management", imageName: "users" },
  { pageName: ROUTES.invoices, title: "Invoices", imageName: "invoice" },
  { pageName: ROUTES.loans, title: "Loans", imageName: "loan" },
  { pageName: ROUTES.collections, title: "Collections", imageName: "collections" },
  { pageName: ROUTES.emis, title: "EMIs", imageName: "calendar" },
  { pageName: ROUTES.mandates, title: "Mandates", imageName: "mandate" },
  { pageName: ROUTES.delinquency, title: "Delinquency", imageName: "alarm" },
  { pageName: ROUTES.kyc, title: "KYC", imageName: "idCard" },
  { pageName: ROUTES.financialStatics, title: "Financial Statistics", imageName: "chart" },
  { pageName: ROUTES.exportData, title: "Export Data", imageName: "download" },
  { pageName: ROUTES.leadManagement, title: "Lead Management", imageName: "funnel" },
  { pageName: ROUTES.adminFormList, title: "Form List", imageName: "list" },
  { pageName: ROUTES.utility, title: "Utility", imageName: "wrench" },
  { pageName: ROUTES.createJourney, title: "Create Journey", imageName: "journey" },
  { pageName: ROUTES.newFlow, title: "New Workflow", imageName: "flow" },
  { pageName: ROUTES.merchantDashboard, title: "Dashboard", imageName: "dashboard" },
  { pageName: ROUTES.userProfile, title: "User Profile", imageName: "profile" },
  { pageName: ROUTES.documents, title: "Documents", imageName: "documents" },
  { pageName: ROUTES.formBuilder, title: "Form Builder", imageName: "formBuilder" },
  { pageName: ROUTES.merchantFormList, title: "Form List", imageName: "list" },
  { pageName: ROUTES.supplierInvoices, title: "Supplier Invoices", imageName: "invoice" },
  { pageName: ROUTES.userConfig, title: "User Config", imageName: "sliders" },
  { pageName: ROUTES.retailerInvoices, title: "Retailer Invoices", imageName: "receipt" },
  { pageName: ROUTES.retailerManagement, title: "Retailer Management", imageName: "store" },
];

/** A page of a user type's menu; `userConfig: true` shows it only when the anchor's flag is on. */
type MenuItem = RoutePath | { page: RoutePath; userConfig: true };

/**
 * Which user type sees which pages, in menu order (the first is where `/` lands). Super admins see
 * every admin page; the other admin types a subset; anchors never see the retailer pages.
 */
export const MENU_BY_USER_TYPE: Record<string, readonly MenuItem[]> = {
  SUPER_ADMIN: [
    ROUTES.clientManagement,
    ROUTES.invoices,
    ROUTES.loans,
    ROUTES.collections,
    ROUTES.emis,
    ROUTES.mandates,
    ROUTES.delinquency,
    ROUTES.kyc,
    ROUTES.financialStatics,
    ROUTES.exportData,
    ROUTES.leadManagement,
    ROUTES.adminFormList,
    ROUTES.utility,
    ROUTES.createJourney,
    ROUTES.newFlow,
  ],
  ADMIN: [
    ROUTES.clientManagement,
    ROUTES.invoices,
    ROUTES.loans,
    ROUTES.collections,
    ROUTES.emis,
    ROUTES.mandates,
    ROUTES.delinquency,
    ROUTES.kyc,
    ROUTES.financialStatics,
    ROUTES.exportData,
    ROUTES.leadManagement,
    ROUTES.adminFormList,
    ROUTES.utility,
  ],
  NBFC: [
    ROUTES.clientManagement,
    ROUTES.invoices,
    ROUTES.loans,
    ROUTES.collections,
    ROUTES.emis,
    ROUTES.mandates,
    ROUTES.delinquency,
    ROUTES.kyc,
    ROUTES.financialStatics,
    ROUTES.exportData,
    ROUTES.leadManagement,
  ],
  OPS: [
    ROUTES.clientManagement,
    ROUTES.invoices,
    ROUTES.loans,
    ROUTES.collections,
    ROUTES.emis,
    ROUTES.mandates,
    ROUTES.delinquency,
    ROUTES.kyc,
    ROUTES.exportData,
    ROUTES.utility,
  ],
  ANCHOR: [
    ROUTES.merchantDashboard,
    ROUTES.userProfile,
    ROUTES.documents,
    ROUTES.supplierInvoices,
    ROUTES.invoices,
    ROUTES.loans,
    ROUTES.emis,
    ROUTES.collections,
    ROUTES.merchantFormList,
    ROUTES.formBuilder,
    { page: ROUTES.userConfig, userConfig: true },
  ],
  USER: [
    ROUTES.merchantDashboard,
    ROUTES.userProfile,
    ROUTES.documents,
    ROUTES.retailerInvoices,
    ROUTES.retailerManagement,
    ROUTES.emis,
    ROUTES.collections,
    ROUTES.mandates,
  ],
};

export const menuItemPage = (item: MenuItem): RoutePath => (typeof item === "string" ? item : item.page);
export const menuItemNeedsUserConfig = (item: MenuItem): boolean => typeof item !== "string";
