// The content back office's calls: FAQs and content blocks go through the generic resource screens' calls;
// the FAQ form also reads the categories in use for its suggestions.
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/api-client.ts';

export const FAQS_PATH = 'admin/faqs';
export const CONTENT_BLOCKS_PATH = 'admin/content-blocks';

export function useFaqCategories() {
  return useQuery({
    queryKey: ['admin-faq-categories'],
    queryFn: () => api.get<{ data: string[] }>(`${FAQS_PATH}/categories`),
    select: (answer) => answer.data,
  });
}
