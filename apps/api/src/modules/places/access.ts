// Who may do what with places (spec 2): viewCities reads the lists (cities, provinces and metro areas alike),
// modifyCities edits cities, modifyProvinces edits provinces and metro areas, createCities creates cities and
// metro areas. Cities are seeded from GeoNames (the back office adds the ones it lacks): none are deleted here.
import type { ResourceAction } from '../../lib/resources/define-resource.ts';
import type { Access } from '../../plugins/app/access.ts';

const VIEW: Access = { permission: 'viewCities' };
const MODIFY_PROVINCES: Access = { permission: 'modifyProvinces' };

export const CITIES_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: VIEW,
  read: VIEW,
  create: { permission: 'createCities' },
  update: { permission: 'modifyCities' },
};

export const PROVINCES_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: VIEW,
  read: VIEW,
  update: MODIFY_PROVINCES,
};

export const METRO_AREAS_ACCESS: Partial<Record<ResourceAction, Access>> = {
  list: VIEW,
  read: VIEW,
  create: { permission: 'createCities' },
  update: MODIFY_PROVINCES,
  delete: MODIFY_PROVINCES,
};

/** The member-city picker of the metro area forms. */
export const CITY_OPTIONS_ACCESS: Access = VIEW;
