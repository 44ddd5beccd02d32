// The listing's quality score with its tips (live, from the form's values and the saved photo count), what
// publishing still needs, and the rent against the city's median for the same bedrooms.
import { Badge, Group, List, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import { formatMoney } from '@rentals/shared/format';
import {
  type ListingQuality,
  missingForPublishing,
  type QualityInput,
  rentDifferencePercent,
} from '@rentals/shared/listing-quality';
import type { RentMedian } from '@rentals/shared/resources/landlord-listings';
import { type TFunction, useTranslation } from '../../../lib/i18n/index.ts';

const scoreColor = (score: number) => (score >= 80 ? 'green' : score >= 50 ? 'yellow' : 'red');

export function QualityPanel({ quality, input }: { quality: ListingQuality; input: QualityInput }) {
  const { t } = useTranslation();
  const missing = missingForPublishing(input);
  const fieldName = (field: string) =>
    field === 'photos' ? t('portalListings.steps.photos') : t(`portalListings.fields.${field}`);
  return (
    <Paper withBorder p="md" radius="md" data-testid="quality-panel">
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {t('portalListings.quality.title')}
          </Title>
          <Badge color={scoreColor(quality.score)} size="lg" data-testid="quality-score">
            {t('portalListings.quality.score', { score: quality.score })}
          </Badge>
        </Group>
        <Progress value={quality.score} color={scoreColor(quality.score)} aria-hidden />
        {quality.tips.length === 0 ? (
          <Text size="sm">{t('portalListings.quality.great')}</Text>
        ) : (
          <List size="sm" spacing={4}>
            {quality.tips.map((tip) => (
              <List.Item key={tip.key}>
                {t(`portalListings.quality.tips.${tip.key}`, tip.params ?? {})}{' '}
                <Text span c="dimmed" size="xs">
                  {t('portalListings.quality.points', { points: tip.points })}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {missing.length > 0 && (
          <Text size="sm" c="red.9" data-testid="quality-missing">
            {t('portalListings.quality.missing', { fields: missing.map(fieldName).join(', ') })}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

const bedsWords = (t: TFunction, beds: number) =>
  beds >= 4 ? t('portalListings.rentCheck.bedsOrMore') : t('portalListings.rentCheck.beds', { count: beds });

/** "12% above the median for 2 bedrooms in Toronto ($2,000)." */
export function rentCheckSentence(t: TFunction, rent: number, median: RentMedian): string | null {
  const percent = rentDifferencePercent(rent, median.median);
  if (percent === null) return null;
  const params = { beds: bedsWords(t, median.beds), city: median.cityName, median: formatMoney(median.median) };
  if (percent === 0) return t('portalListings.rentCheck.equal', params);
  return t(`portalListings.rentCheck.${percent > 0 ? 'above' : 'below'}`, { ...params, percent: Math.abs(percent) });
}

interface RentCheckProps {
  rent: number;
  /** The saved listing's median; undefined before the first save. */
  median: RentMedian | null | undefined;
  /** The form's city and bedrooms still match the saved ones the median is for. */
  matches: boolean;
}

export function RentCheck({ rent, median, matches }: RentCheckProps) {
  const { t } = useTranslation();
  let sentence: string | null;
  if (median === undefined || !matches) sentence = t('portalListings.rentCheck.saveFirst');
  else if (median === null) sentence = t('portalListings.rentCheck.none');
  else sentence = rentCheckSentence(t, rent, median);
  if (!sentence) return null;
  return (
    <Paper withBorder p="md" radius="md" data-testid="rent-check">
      <Title order={2} size="h4" mb={4}>
        {t('portalListings.rentCheck.title')}
      </Title>
      <Text size="sm">{sentence}</Text>
    </Paper>
  );
}
