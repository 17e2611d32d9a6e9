/**
 * The shop this device chose last in the order dialog (its id only, in localStorage), so the
 * dialog can preselect it when it opens without a shop. Nothing leaves the device.
 */
import { deviceStorage } from '@/components/locations/device-storage';

export const SHOP_STORAGE_KEY = 'kinders:last-shop';
const store = deviceStorage('local');

export const lastShop = {
  get: (): string | null => store.get(SHOP_STORAGE_KEY) || null,
  set: (id: string) => store.set(SHOP_STORAGE_KEY, id),
};
