// French texts of the places back office; part of the French pack (app/i18n-french.ts).
import type { en } from './en.ts';

export const fr: typeof en = {
  placesAdmin: {
    tabs: { cities: 'Villes', provinces: 'Provinces et États' },
    fields: {
      name: 'Nom',
      nameFr: 'Nom en français',
      slug: "Identifiant d'URL",
      slugHint:
        "Minuscules, chiffres et traits d'union. Le modifier garde l'ancienne adresse fonctionnelle (elle redirige).",
      province: 'Province ou État',
      country: 'Pays',
      metroArea: 'Région métropolitaine',
      population: 'Population',
      cities: 'Villes',
      code: 'Code',
      kind: 'Type',
      lat: 'Latitude',
      lng: 'Longitude',
      location: 'Emplacement',
      locationHint: 'Cliquez sur la carte ou déplacez l’épingle; ou saisissez les coordonnées.',
      introEn: 'Introduction (anglais)',
      introFr: 'Introduction (français)',
      introHint: 'Facultatif. Affichée sous le titre de la page de recherche de la ville, en texte simple.',
      cityIds: 'Villes membres',
      cityIdsHint: 'Cherchez les villes de la province ou de l’État par leur nom.',
      path: 'Page publique',
    },
    countries: { CA: 'Canada', US: 'États-Unis' },
    kinds: { province: 'Province', territory: 'Territoire', state: 'État', district: 'District' },
    none: '—',
    viewPage: 'Voir la page publique',
    cities: { edit: 'Modifier la ville', create: 'Nouvelle ville' },
    provinces: { edit: 'Modifier la province ou l’État' },
    metros: {
      create: 'Créer une région métropolitaine',
      edit: 'Modifier la région métropolitaine',
      deleteTitle: 'Supprimer « {{name}} »?',
      deleted: '« {{name}} » a été supprimée.',
      provinceFixed: 'La province ou l’État est fixé à la création de la région.',
      noCities: 'Aucune ville trouvée.',
      choosingProvinceFirst: 'Choisissez d’abord la province ou l’État.',
    },
    map: {
      label: 'Carte : cliquez pour placer l’épingle',
      loadError: 'La carte n’a pas pu être chargée. Saisissez plutôt les coordonnées.',
    },
  },
};
