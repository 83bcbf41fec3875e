import { useMutation } from '@tanstack/react-query';
import { newsLogoSchema } from '@prisme/domain';
import { apiUpload } from '../../../api/upload';

/** POST /api/news/logos (multipart, field `file`) → the URL to put in the logo field. */
export async function uploadNewsLogo(file: File): Promise<string> {
  const answer = await apiUpload('news/logos', { fields: {}, file, schema: newsLogoSchema });
  return answer.body.url;
}

export function useUploadNewsLogo() {
  return useMutation({ mutationFn: uploadNewsLogo });
}
