import { endpoint } from './define.ts';

/** Declares a file upload; the answer says where to send its bytes. */
export const createUpload = endpoint('createUpload', 'POST', '/v1/uploads');
/** The bytes of a declared upload, as the raw body. */
export const uploadContent = endpoint('uploadContent', 'PUT', '/v1/uploads/:uploadId/content');
