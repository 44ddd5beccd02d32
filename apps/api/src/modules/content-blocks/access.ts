// Who may read and edit content blocks. The spec names one permission, viewGlobalContent, for the screen and
// none for saving; as /admin/settings does with viewSiteSettings, the screen's permission guards its writes too
// (the Site Owner and Site Administrator roles hold it). Blocks are neither created nor deleted here.
import type { ResourceAction } from '../../lib/resources/define-resource.ts';
import type { Access } from '../../plugins/app/access.ts';

const VIEW: Access = { permission: 'viewGlobalContent' };

export const CONTENT_BLOCKS_ACCESS: Partial<Record<ResourceAction, Access>> = { list: VIEW, read: VIEW, update: VIEW };
