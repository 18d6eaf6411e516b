import { z } from 'zod';
import { flagNames, methodNames } from './names';

export { capabilityNames, flagNames, methodNames, type Capability, type Flag } from './names';

/** Text written by us in both languages. */
const bilingual = z.object({ en: z.string().trim().min(1), zh: z.string().trim().min(1) }).strict();

export const optionSchema = z
  .object({
    /** JSON key inside the storage's `addition`. */
    name: z.string().min(1),
    type: z.enum(['string', 'text', 'number', 'float', 'bool', 'select']),
    default: z.string(),
    required: z.boolean(),
    options: z.array(z.string()).optional(),
    label: bilingual,
    description: bilingual,
    /** First AList release with this option, when later than the earliest readable tag (reference since.json). */
    since: z.string().regex(/^v3\.\d+\.\d+$/).optional(),
  })
  .strict();

const methodSchema = z
  .object({
    status: z.enum(['implemented', 'stub', 'noop']),
    result: z.literal(true).optional(),
    /** What a stub returns: errs.NotImplement, errs.NotSupport or its own message. */
    error: z.string().min(1).optional(),
    /** Branches of an implemented method that refuse: the Go condition and the error. */
    declines: z.array(z.object({ when: z.string().min(1), error: z.string().min(1) }).strict()).optional(),
  })
  .strict();

export const driverSchema = z
  .object({
    /** The `driver` value of a storage, as the admin form shows it. */
    name: z.string().min(1),
    /** Folder of the driver in the program's source. */
    dir: z.string().min(1),
    /** Page under /guide/drivers/ that documents it; absent for drivers the site lists only in the matrix. */
    page: z.string().min(1).optional(),
    /** Value of DefaultRoot when the driver has one (root folder path or id). */
    defaultRoot: z.string().optional(),
    flags: z.array(z.enum(flagNames)),
    /** Flags the driver turns on at run time for some options (189CloudPC). */
    runtimeFlags: z.array(z.enum(flagNames)).optional(),
    /** The optional driver methods it has, read from the source (scripts/driverSource.ts); absent ones are left out. */
    methods: z.partialRecord(z.enum(methodNames), methodSchema),
    /** A drive-backed offline-download tool takes this driver's storages (the tools assert the driver's Go type). */
    offlineTool: z.literal(true).optional(),
    /** The driver decides per storage whether downloads through /d are proxied (driver.ProxyDriver, server/common/check.go). */
    proxyDriver: z.literal(true).optional(),
    summary: bilingual,
    /** First AList release with this driver, when later than the earliest readable tag (reference since.json). */
    since: z.string().regex(/^v3\.\d+\.\d+$/).optional(),
    options: z.array(optionSchema),
  })
  .strict();

export type DriverOption = z.infer<typeof optionSchema>;
export type DriverData = z.infer<typeof driverSchema>;
