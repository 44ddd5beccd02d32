// The public cities index (/cities, /fr/cities): the provinces and states with the cities that have live
// listings, each with its count and its search page's path. GET resolve answers it (resources/resolve.ts).
import { z } from 'zod';

export const citiesIndexSchema = z.object({
  provinces: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      code: z.string(),
      /** The province's search page. */
      path: z.string(),
      cities: z.array(
        z.object({
          id: z.number().int(),
          name: z.string(),
          /** Active listings in the city. */
          count: z.number().int(),
          /** The city's search page (listingsPaths.city). */
          path: z.string(),
        }),
      ),
    }),
  ),
});
export type CitiesIndex = z.infer<typeof citiesIndexSchema>;
