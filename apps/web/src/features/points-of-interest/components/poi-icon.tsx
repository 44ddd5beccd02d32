// The icon of a point of interest (spec 9: icon 1, home, by default).
import { type PointOfInterestIcon, pointOfInterestIcon } from '@rentals/shared/points-of-interest';
import {
  type Icon,
  IconBarbell,
  IconBriefcase,
  IconBus,
  IconHeart,
  IconHome,
  IconMapPin,
  IconSchool,
  IconStar,
} from '@tabler/icons-react';

export const POI_ICON_COMPONENTS: Record<PointOfInterestIcon, Icon> = {
  home: IconHome,
  work: IconBriefcase,
  school: IconSchool,
  gym: IconBarbell,
  transit: IconBus,
  heart: IconHeart,
  star: IconStar,
  other: IconMapPin,
};

/** A decorative icon (the name next to it says what it is). */
export function PoiIcon({ icon, size = 16 }: { icon: number; size?: number }) {
  const Component = POI_ICON_COMPONENTS[pointOfInterestIcon(icon)];
  return <Component size={size} aria-hidden focusable={false} />;
}
