import type { ShopOfflineSnapshot } from '@pelote/shared';

// Apart from barcode-api.ts, so that the layout can register the reader without loading the
// barcode answer's schemas before its first screen.

/**
 * Reads the shops' copies kept on this device for selling offline (the shop's own when given; []
 * when there are none): the offline feature's, registered by the app layer.
 */
export type DeviceSnapshotReader = (userId: number, shopId?: number | null) => Promise<ShopOfflineSnapshot[]>;

let reader: DeviceSnapshotReader = async () => [];

export function setDeviceSnapshotReader(next: DeviceSnapshotReader): void {
  reader = next;
}

/** The copies kept on this device (see `DeviceSnapshotReader`). */
export function readDeviceSnapshots(userId: number, shopId?: number | null): Promise<ShopOfflineSnapshot[]> {
  return reader(userId, shopId);
}
