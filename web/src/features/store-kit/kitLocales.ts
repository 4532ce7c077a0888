/** TEMPORARY until the store kit contract lands: the locales a kit may hold. */
export const KIT_LOCALES = ['en-US', 'en-GB', 'de-DE', 'fr-FR', 'es-ES', 'it', 'ja', 'ko', 'pt-BR', 'zh-Hans'] as const;
