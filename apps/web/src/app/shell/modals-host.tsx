// Mantine's modals manager (the logout confirmation). Mounted for signed-in users only.
import { ModalsProvider } from '@mantine/modals';

export default function ModalsHost() {
  return <ModalsProvider />;
}
