import { describe, expect, it } from '@rstest/core';
import { rendersSignedInArea } from '../../../src/config/start-up-routes';

/**
 * Start-up loads the signed-in area's chunk beside the config and the catalogue for a location
 * whose first render is that area (src/app/app-routes.tsx preloadAreaOf), and the area then renders with
 * no loader in between. The rule follows the top-level routes: the account prefix, unsubscribe and
 * the project preview are not the area.
 */
describe('the locations whose first render is the signed-in area', () => {
  it.each([
    ['/', true],
    ['/enterprise/e1/', true],
    ['/enterprise/e1/projects/p1/report/', true],
    ['/enterprise/e1/profile/password/', true],
    ['/terms-consent/', true],
    ['/accounts', true], // not the account prefix: the signed-in area's not-found redirect
    ['/account/login', false],
    ['/account', false],
    ['/unsubscribe', false],
    ['/unsubscribe/', false],
    ['/enterprise/e1/projects/p1/preview', false],
    ['/enterprise/e1/projects/p1/preview/', false],
  ])('%s: %s', (location, expected) => {
    expect(rendersSignedInArea(location)).toBe(expected);
  });
});
