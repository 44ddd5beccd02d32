// The home page's search box: a keyword to the listings page. Its own module so that the CMS's landing
// layouts (features/pages, through index.home-parts.ts) can show it without importing the home page, which
// stays a lazy chunk of its own that the server names in the HTML (its stylesheet in the head).
import { Button, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { localWords, useTranslation } from '../../../lib/i18n/index.ts';
import { contentOf, selectListingsPermalink, useSiteStore } from '../../../lib/site/store.ts';
import { useLocalePath } from '../../../lib/use-locale-path.ts';

export function SearchBox() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const permalink = useSiteStore(selectListingsPermalink);
  const blocks = useSiteStore((s) => s.contentBlocks);
  const placeholder = contentOf(blocks, 'home-hero', 'searchPlaceholder') ?? t('home.searchPlaceholder');
  const buttonLabel = contentOf(blocks, 'home-hero', 'buttonLabel') ?? t('home.searchButton');
  const [keyword, setKeyword] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = keyword.trim() ? `?${new URLSearchParams({ keyword: keyword.trim() })}` : '';
    void navigate(`${localePath(`/${permalink}`)}${query}`);
  };
  return (
    // biome-ignore lint/a11y/useSemanticElements: the <search> element is not known to every supported browser yet
    <form onSubmit={submit} role="search" data-testid="home-search">
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('home.searchLabel')}
          placeholder={localWords(placeholder)}
          value={keyword}
          onChange={(e) => setKeyword(e.currentTarget.value)}
          leftSection={<IconSearch size={16} aria-hidden />}
          size="md"
          style={{ flex: '1 1 240px' }}
        />
        <Button type="submit" size="md">
          {localWords(buttonLabel)}
        </Button>
      </Group>
    </form>
  );
}
