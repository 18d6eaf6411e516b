import { registerToolText } from '../toolTextRegistry';

/** Strings of the configuration file and storage checkers, in English. Only their pages import them (plugins/localeToolText.ts). */
export const checkerTextEn = {
  checker: {
    release: 'Check for release',
    configInput: 'Contents of config.json',
    storageInput: 'Storages as JSON (the answer of /api/admin/storage/list, a backup file, a list of storages or one storage)',
    open: 'Or open a file',
    check: 'Check',
    loading: 'Loading the release history…',
    empty: 'Paste or open a file first.',
    clean: (release: string) => `Nothing to report: every key is known to ${release} and has a value of the right type.`,
    cleanStorage: (release: string) => `Nothing to report for ${release}.`,
    count: (n: number) => (n === 1 ? '1 finding' : `${n} findings`),
    stays: 'Nothing is sent anywhere: the check runs in this page.',
    docs: 'documentation',
    storage: (label: string, driver: string) => `${label} (${driver || 'no driver'})`,
    parse: (message: string) => `This is not valid JSON: ${message}`,
    notObject: (key: string, actual: string) => (key ? `${key} must be a JSON object, not ${actual}.` : `A configuration file is a JSON object ({ … }), not ${actual}.`),
    unknown: (key: string) => `${key} is not a key of any AList v3 release; AList ignores it and drops it when it rewrites the file at start-up.`,
    unknownOption: (key: string) => `${key} is not an option of this driver in any release; AList ignores it.`,
    suggestion: (name: string) => `Did you mean ${name}?`,
    notYet: (key: string, added: string, release: string) => `${key} arrived in ${added}; ${release} does not have it and ignores it.`,
    removed: (key: string, removed: string, release: string) => `${key} was removed in ${removed}; ${release} ignores it.`,
    type: (key: string, expected: string, actual: string) => `${key} must be ${expected}, not ${actual}: AList stops at start-up with "load config error".`,
    typeOption: (key: string, expected: string, actual: string) => `${key} must be ${expected}, not ${actual}: the storage fails to start.`,
    choice: (key: string, value: string, choices: string) => `${key} is "${value}", which is not one of: ${choices}.`,
    missing: (key: string) => `${key} is required and is missing or empty.`,
    unknownDriver: (driver: string) => `No AList v3 release has a driver named "${driver}".`,
    driverNotYet: (driver: string, added: string, release: string) => `The ${driver} driver arrived in ${added}; ${release} cannot start this storage.`,
    noDriver: 'This storage has no driver value.',
    addition: (message: string) => `Its addition (the driver's options) is not valid JSON: ${message}`,
    noStorages: 'No storage found. Paste the answer of /api/admin/storage/list, the storages of a backup file, a list of storages or one storage.',
    types: { string: 'a string', integer: 'a whole number', number: 'a number', boolean: 'true or false', 'string[]': 'a list of strings', object: 'an object', array: 'a list', null: 'null' } as Record<string, string>,
  },
} as const;

registerToolText('en', checkerTextEn);
