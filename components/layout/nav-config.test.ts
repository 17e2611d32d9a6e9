import { isActive, locationFromPath } from './nav-config';

describe('isActive', () => {
  it('matches "/" only exactly', () => {
    expect(isActive('/', '/')).toBe(true);
    expect(isActive('/', '/menu')).toBe(false);
  });
  it('matches other routes by prefix', () => {
    expect(isActive('/menu', '/menu')).toBe(true);
    expect(isActive('/menu', '/menu/sides')).toBe(true);
    expect(isActive('/menu', '/menus')).toBe(false);
    expect(isActive('/locations', '/')).toBe(false);
  });
});

describe('locationFromPath', () => {
  it('reads the shop from a location page', () => {
    expect(locationFromPath('/locations/concord')).toBe('concord');
    expect(locationFromPath('/locations/walnut-creek-parkside/')).toBe('walnut-creek-parkside');
  });
  it('is null elsewhere', () => {
    expect(locationFromPath('/locations')).toBeNull();
    expect(locationFromPath('/menu/sides')).toBeNull();
  });
});
