import { customType } from 'drizzle-orm/pg-core';

/** bytea as a Buffer on both drivers (PGlite answers a Uint8Array, pg a Buffer). */
export const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
