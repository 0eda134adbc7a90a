import { useEffect, useRef } from 'react';
import { Upload, type UploadFile } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { VENDOR_PRODUCT_LIMITS, VENDOR_PRODUCT_MESSAGES } from '@ihe/contracts';
import { toast } from '../../components/toast.js';
import { imageProblem, looksLikeAnImage } from './image-checks.js';

interface Props {
  value: UploadFile[];
  onChange: (files: UploadFile[]) => void;
  disabled?: boolean;
}

/**
 * Chooses up to 5 product images with previews; nothing is sent until the form is submitted. Each file is
 * checked as it is chosen (type, content, 5 MB, count) with the spec's texts.
 */
export function ImagePicker({ value, onChange, disabled }: Props) {
  // Several files chosen at once arrive one by one before a re-render: count them from here.
  const latest = useRef(value);
  useEffect(() => {
    latest.current = value;
  }, [value]);
  const set = (next: UploadFile[]) => {
    latest.current = next;
    onChange(next);
  };
  // Previews are object URLs: free them when the picker goes away.
  useEffect(
    () => () => latest.current.forEach((file) => file.thumbUrl && URL.revokeObjectURL(file.thumbUrl)),
    [],
  );

  return (
    <Upload
      listType="picture-card"
      multiple
      accept="image/*"
      fileList={value}
      disabled={disabled}
      beforeUpload={async (file) => {
        const content = (await looksLikeAnImage(file)) ? null : VENDOR_PRODUCT_MESSAGES.notAnImage(file.name);
        const problem = imageProblem(file, latest.current.length) ?? content;
        if (problem) toast.error(problem);
        else
          set([
            ...latest.current,
            {
              uid: file.uid,
              name: file.name,
              size: file.size,
              type: file.type,
              originFileObj: file,
              status: 'done',
              thumbUrl: URL.createObjectURL(file),
            },
          ]);
        return false;
      }}
      onRemove={(file) => {
        if (file.thumbUrl) URL.revokeObjectURL(file.thumbUrl);
        set(latest.current.filter((entry) => entry.uid !== file.uid));
      }}
      showUploadList={{ showPreviewIcon: false }}
    >
      {value.length < VENDOR_PRODUCT_LIMITS.maxImages && (
        <button
          type="button"
          style={{ border: 0, background: 'none', cursor: 'inherit' }}
          disabled={disabled}
        >
          <PlusOutlined aria-hidden />
          <div style={{ marginTop: 8 }}>Add image</div>
        </button>
      )}
    </Upload>
  );
}
