import { endpoint } from './define.ts';

/** Declares a file upload; the answer says where to send its bytes. */
export const createUpload = endpoint('createUpload', 'POST', '/v1/uploads');
