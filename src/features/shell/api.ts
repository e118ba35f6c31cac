import { $api } from '../../api/client';

/** GET users/self/profile/: the signed-in user, their role, terms consent and first 25 enterprises. */
export const profileQuery = () => $api.queryOptions('get', '/users/self/profile/');
