import { ADMIN_API } from '@basera/shared/rules';
import { useContentItem } from './swr';
import type { AdminSettings } from './types';

/** GET /admin/content/settings: the business's email, phone, address, about text and social links. */
export const useSettings = () => useContentItem<AdminSettings>(ADMIN_API.settings);
