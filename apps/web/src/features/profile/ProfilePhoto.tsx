import { useEffect, useState } from 'react';

type ProfilePhotoProps = { initials: string };

/** A photo picker that previews the chosen image locally; the file never leaves the browser. */
export function ProfilePhoto({ initials }: ProfilePhotoProps) {
  const [previewUrl, setPreviewUrl] = useState<string | null>(null);

  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  return (
    <div className="button-row">
      {previewUrl ? (
        <img className="avatar" src={previewUrl} alt="Profile photo preview" />
      ) : (
        <span className="avatar" aria-hidden="true">
          {initials}
        </span>
      )}
      <label className="field">
        Profile photo
        <input
          type="file"
          accept="image/*"
          onChange={(e) => {
            const file = e.target.files?.[0];
            setPreviewUrl(file ? URL.createObjectURL(file) : null);
          }}
        />
      </label>
    </div>
  );
}
