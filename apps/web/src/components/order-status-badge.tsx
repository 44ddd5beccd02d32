// An order's status as a coloured badge (the landlord's payments, a company's orders in the admin); the label
// comes from the screen's own texts.
import { Badge } from '@mantine/core';
import type { OrderStatus } from '@rentals/shared/resources/billing';

const COLORS: Record<OrderStatus, string> = {
  pending: 'gray',
  requires_action: 'yellow',
  paid: 'green',
  failed: 'red',
  canceled: 'gray',
  refunded: 'blue',
};

export function OrderStatusBadge({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Badge color={COLORS[status]} variant="light">
      {label}
    </Badge>
  );
}
