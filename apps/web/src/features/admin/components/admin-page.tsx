// The frame of an administration screen: its heading, its buttons, then the screen.
import '../i18n/index.ts';

export { PageFrame as AdminPage } from '../../../components/page-frame.tsx';
