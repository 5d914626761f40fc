import { apiRequest } from '@basera/shared';
import { ADMIN_API } from '@basera/shared/rules';
import type { SettingsUpdateInput } from '@basera/shared/schemas';
import type { AdminSettings, ItemAnswer } from './types';

/** PUT /admin/content/settings (settingsUpdateSchema; '' clears a field): "Settings saved". */
export const updateSettings = (input: SettingsUpdateInput) =>
  apiRequest<ItemAnswer<AdminSettings>>(ADMIN_API.settings, { method: 'PUT', body: input });
