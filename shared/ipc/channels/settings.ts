import { z } from 'zod';
import { AppSettingsViewSchema, EmptySchema, LanguageSchema, ServiceSettingsViewSchema, StatusViewSchema, SyncViewSchema } from '../views';

/** The app's own settings, the service settings snapshot, backup and status. */
export const settingsChannels = {
  'settings:get': { request: EmptySchema, response: AppSettingsViewSchema },
  'settings:update': {
    request: z.object({
      baseUrl: z.string().max(500).nullable().optional(),
      apiVersion: z
        .string()
        .regex(/^\d+\.\d+$/)
        .optional(),
      trainingMode: z.boolean().optional(),
      language: LanguageSchema.optional(),
      operatorName: z.string().max(200).optional(),
      agentName: z.string().max(200).optional(),
    }),
    response: AppSettingsViewSchema,
  },
  'settings:setApiKey': { request: z.object({ apiKey: z.string().min(1).max(500).nullable() }), response: AppSettingsViewSchema },
  'settings:sync': { request: EmptySchema, response: SyncViewSchema },
  'service:settings': { request: EmptySchema, response: ServiceSettingsViewSchema },
  'backup:export': { request: z.object({ passphrase: z.string().min(8).max(500) }), response: z.object({ file: z.string() }) },
  'status:get': { request: EmptySchema, response: StatusViewSchema },
} as const;
