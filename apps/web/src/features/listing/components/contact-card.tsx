// The contact card: who rents the place out (company and contact person), their phone as a tel: link, and
// the inquiry form. Sticky beside the listing on desktop; after the listing's details on a phone.
// The form is a chunk of its own, hydrated after the page (lib/hydrate-later.tsx): with the sign-in, account
// and inquiry schemas it brings, it was a third of the work of the listing page's code as it loads, all in
// one task on a phone. Its server HTML is there meanwhile, fields disabled until they hydrate.
import { Avatar, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { ownUploadUrl } from '@rentals/shared/own-uploads';
import type { ListingDetail } from '@rentals/shared/resources/listings';
import { IconPhone, IconRosetteDiscountCheck } from '@tabler/icons-react';
import { rentPerMonth } from '../../../components/listing-card/format.ts';
import { hydrateLater } from '../../../lib/hydrate-later.tsx';
import '../i18n/index.ts';
import { useTranslation } from '../../../lib/i18n/index.ts';

const InquiryForm = hydrateLater(() => import('./inquiry-form.tsx').then((m) => m.InquiryForm));
/** Starts the form's download (the listing page does, as it loads): in by the time the listing is. */
export const preloadInquiryForm = InquiryForm.preload;

/** "(416) 555-0199" -> "tel:4165550199"; a leading + is kept for international numbers. */
export const telHref = (phone: string) => `tel:${phone.trim().replace(/(?!^\+)[^\d]/g, '')}`;

export function ContactCard({ listing, titleId }: { listing: ListingDetail; titleId: string }) {
  const { t, i18n } = useTranslation();
  const company = listing.company?.name ?? null;
  const landlord = company ?? listing.contactName ?? t('listing.contact.landlord');
  const person = company && listing.contactName && listing.contactName !== company ? listing.contactName : null;
  return (
    <Paper withBorder shadow="sm" radius="md" p="md" component="section" aria-labelledby={titleId}>
      <Stack gap="md">
        {/* Scrolled to by "Contact the landlord" on phones: clear of the sticky header. */}
        <Title order={2} size="h3" id={titleId} style={{ scrollMarginTop: 80 }}>
          {t('listing.contact.title')}
        </Title>
        <Text fw={700} size="xl" aria-hidden>
          {rentPerMonth(t, listing.rent, i18n.language)}
        </Text>
        <Group gap="sm" wrap="nowrap" data-testid="listing-landlord">
          {/* Only a logo from our own storage: any other URL would send every visitor (and the server-rendered
              page's image preload) to a host the company chose. */}
          <Avatar src={ownUploadUrl(listing.company?.logo)} alt="" radius="md" color="blue">
            {landlord.slice(0, 1).toUpperCase()}
          </Avatar>
          <div>
            <Text fw={600}>{landlord}</Text>
            {listing.company?.verified && (
              <Badge
                color="teal"
                variant="light"
                leftSection={<IconRosetteDiscountCheck size={14} aria-hidden />}
                data-testid="verified-landlord"
              >
                {t('listing.contact.verified')}
              </Badge>
            )}
            {person && (
              <Text size="sm" c="dimmed">
                {person}
              </Text>
            )}
          </div>
        </Group>
        {listing.contactPhone && (
          <Button
            component="a"
            href={telHref(listing.contactPhone)}
            variant="light"
            leftSection={<IconPhone size={18} aria-hidden />}
            data-testid="listing-phone"
          >
            {t('listing.contact.call', { phone: listing.contactPhone })}
          </Button>
        )}
        <InquiryForm listingId={listing.id} listingTitle={listing.title} />
        <Text size="xs" c="dimmed">
          {t('listing.contact.safety')}
        </Text>
      </Stack>
    </Paper>
  );
}
