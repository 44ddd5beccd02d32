// Words the demo generator builds names, addresses, titles and descriptions from. Data only, kept compact:
// lists separated by "|", tables as "KEY:value" pairs.

const words = (list: string) => list.split('|');
/** "AB:403,780 BC:604" -> { AB: [403, 780], BC: [604] } */
const numbersByKey = (table: string) =>
  Object.fromEntries(
    table
      .split(/\s+/)
      .map((entry) => entry.split(':') as [string, string])
      .map(([k, v]) => [k, v.split(/[,-]/).map(Number)]),
  );

export const FIRST_NAMES = words(
  'Olivia|Liam|Emma|Noah|Amelia|Lucas|Sophia|Ethan|Chloe|Mateo|Aisha|Omar|Priya|Arjun|Mei|Wei|Hannah|Daniel|Grace|' +
    'Samuel|Camille|Gabriel|Léa|Félix|Nora|Isaac|Zoe|Elijah|Maya|Jacob|Fatima|Yusuf|Sofia|Diego|Ava|Owen|Rachel|' +
    'Marcus|Jasmine|Tyler|Naomi|Kevin|Laura|Andre|Julia|Connor|Elena|Nathan|Megan|Raj',
);

export const LAST_NAMES = words(
  'Smith|Tremblay|Nguyen|Patel|Garcia|Martin|Brown|Roy|Wilson|Gagnon|Lee|Chen|Singh|Johnson|Williams|Côté|Campbell|' +
    'Anderson|Taylor|Bouchard|Thompson|Wong|Rodriguez|Kim|MacDonald|Morin|Clark|Lewis|Walker|Young|Kaur|Ahmed|' +
    'Hernandez|Lopez|Scott|Green|Baker|Adams|Nelson|Hill|Fraser|Murphy|Cohen|Rossi|Kowalski|Santos|Okafor|Haddad|' +
    'Dubois|Pelletier',
);

export const COMPANY_PREFIXES = words(
  'Maplewood|Northgate|Riverside|Summit|Harbourview|Cedar Ridge|Oakwood|Lakeshore|Granite|Birchwood|Westbrook|' +
    'Evergreen|Parkside|Silverline|Bluewater|Highland|Redwood|Stonebridge|Willowdale|Ironwood|Crescent|Meridian|' +
    'Pinnacle|Keystone|Landmark|Brightwater|Fairview|Copperfield|Heritage|Juniper|Tamarack|Aspen Grove|Harvest Moon|' +
    'Northern Lights|Prairie Sky|Seaside|Foxhollow|Kingsway|Beacon Hill|Timberline',
);

export const COMPANY_SUFFIXES = words(
  'Property Management|Residential|Properties|Rentals|Living|Apartments|Realty|Homes|Communities|Management Group',
);

export const STREET_NAMES = words(
  'Main|King|Queen|Maple|Oak|Elm|Cedar|Pine|Birch|Park|Lake|Hill|Church|Victoria|Wellington|Albert|George|Front|' +
    'Water|Mill|River|Forest|Spring|Sunset|Highland|Lincoln|Washington|Jefferson|Franklin|Madison|Jackson|Adams|' +
    'Harbour|Bay|College|University|Market|Union|Broadway|Center|Chestnut|Walnut|Willow|Meadow|Orchard|Ridge|Valley|' +
    'Prospect|Pleasant|Grove|Bloor|Dundas|Yonge|Granville|Jasper|Portage|Lakeview|Riverside|Centennial|Heritage',
);

/** Full suffix and its usual abbreviation. */
export const STREET_SUFFIXES = words(
  'Street:St|Avenue:Ave|Road:Rd|Drive:Dr|Boulevard:Blvd|Crescent:Cres|Lane:Ln|Court:Ct|Way:Way|Place:Pl',
).map((pair) => pair.split(':') as [full: string, short: string]);

/** Quebec addresses put the type first: "1234 rue Saint-Denis". */
export const QUEBEC_STREETS = words(
  'rue Saint-Denis|rue Sainte-Catherine|rue Notre-Dame|rue Saint-Jean|boulevard René-Lévesque|rue Sherbrooke|' +
    'avenue du Parc|rue Principale|rue de la Montagne|boulevard Saint-Laurent|rue des Érables|rue Champlain|' +
    'avenue Laurier|rue Wellington|chemin du Lac',
);

export const TITLE_ADJECTIVES = words(
  'Bright|Spacious|Renovated|Modern|Sunny|Charming|Cozy|Updated|Quiet|Beautiful|Stylish|Newly built|Light-filled|' +
    'Clean|Well-kept',
);

export const TITLE_PLACES = words(
  'near downtown|close to transit|steps from the park|near shops and cafés|in a quiet neighbourhood|' +
    'close to schools|near the university|with great views|near the waterfront|close to everything',
);

export const DESCRIPTION_OPENERS = [
  'Welcome home to this {adjective} {unit} in {city}.',
  'This {adjective} {unit} is ready for you to move in.',
  'Discover this {adjective} {unit} on {street}.',
  'A {adjective} {unit} in one of the most convenient parts of {city}.',
  'Make this {adjective} {unit} your next home.',
];

export const DESCRIPTION_NEIGHBOURHOODS = [
  'Grocery stores, cafés and restaurants are a short walk away.',
  'Public transit stops right outside, so getting around {city} is easy.',
  'Parks, schools and a community centre are all close by.',
  'Minutes from the highway, with shopping and services nearby.',
  'A friendly, quiet street that is still close to downtown {city}.',
  'Walk to the farmers market, the library and the neighbourhood bakery.',
];

export const DESCRIPTION_CLOSERS = [
  'Contact us today to book a viewing.',
  'Send an inquiry to arrange a showing.',
  'Viewings available on weekday evenings and weekends.',
  'Reach out with any questions; we reply quickly.',
  'Apply today: this one will not last long.',
];

/** Canadian postal codes: the first letter of the forward sortation area by province. */
export const CANADIAN_POSTAL_LETTERS: Record<string, string> = Object.fromEntries(
  'NL:A NS:B PE:C NB:E QC:GHJ ON:KLMNP MB:R SK:S AB:T BC:V NT:X NU:X YT:Y'.split(' ').map((e) => e.split(':')),
);
/** Letters Canada Post uses after the first position (never D, F, I, O, Q, U). */
export const POSTAL_LETTERS = 'ABCEGHJKLMNPRSTVWXYZ';

/** US ZIP codes: the range of the first three digits by state. */
export const ZIP_PREFIXES = numbersByKey(
  `AL:350-369 AK:995-999 AZ:850-865 AR:716-729 CA:900-961 CO:800-816 CT:60-69 DE:197-199 DC:200-205 FL:320-349
   GA:300-319 HI:967-968 ID:832-838 IL:600-629 IN:460-479 IA:500-528 KS:660-679 KY:400-427 LA:700-714 ME:39-49
   MD:206-219 MA:10-27 MI:480-499 MN:550-567 MS:386-397 MO:630-658 MT:590-599 NE:680-693 NV:889-898 NH:30-38
   NJ:70-89 NM:870-884 NY:100-149 NC:270-289 ND:580-588 OH:430-458 OK:730-749 OR:970-979 PA:150-196 RI:28-29
   SC:290-299 SD:570-577 TN:370-385 TX:750-799 UT:840-847 VT:50-59 VA:220-246 WA:980-994 WV:247-268 WI:530-549
   WY:820-831`.trim(),
) as Record<string, [number, number]>;

/** Telephone area codes by province and state (demo numbers use the fictional 555-01xx range). */
export const AREA_CODES: Record<string, number[]> = numbersByKey(
  `AB:403,780,587 BC:604,250,778 MB:204 NB:506 NL:709 NS:902 ON:416,647,905,613,519 PE:902 QC:514,438,450,418,819
   SK:306 YT:867 NT:867 NU:867 AL:205 AK:907 AZ:602,480 AR:501 CA:213,415,619,916 CO:303 CT:203 DE:302 DC:202
   FL:305,407,813 GA:404 HI:808 ID:208 IL:312,773 IN:317 IA:515 KS:316 KY:502 LA:504 ME:207 MD:410 MA:617 MI:313
   MN:612 MS:601 MO:314 MT:406 NE:402 NV:702 NH:603 NJ:201 NM:505 NY:212,718 NC:704 ND:701 OH:614 OK:405 OR:503
   PA:215 RI:401 SC:803 SD:605 TN:615 TX:214,713,512 UT:801 VT:802 VA:804 WA:206 WV:304 WI:414 WY:307`.trim(),
);
