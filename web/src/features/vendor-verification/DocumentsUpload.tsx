import { useRef, useState } from 'react';
import { Button, Flex, Typography, Upload, type UploadFile } from 'antd';
import { CloudUploadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { VERIFICATION_LIMITS, VERIFICATION_MESSAGES } from '@ihe/contracts';
import { describeApiError } from '../../app/api-error.js';
import { toast } from '../../components/toast.js';
import { DOCUMENT_ACCEPT, documentProblem, looksLikeADocument } from './document-checks.js';
import { useSubmitVerificationDocumentsMutation } from './verification-api.js';

export const DOCUMENTS_UPLOAD_FAILED = 'Failed to submit documents. Please try again.';

/** For a vendor asked for documents: choose up to 5 (images or PDF, 5 MB each) and send them at once. */
export function DocumentsUpload() {
  const [chosen, setChosenState] = useState<UploadFile[]>([]);
  // Several files chosen at once arrive one by one before a re-render: count them from here.
  const latest = useRef<UploadFile[]>([]);
  const setChosen = (next: UploadFile[]) => {
    latest.current = next;
    setChosenState(next);
  };
  const [submit, { isLoading }] = useSubmitVerificationDocumentsMutation();

  const send = async () => {
    const files = chosen
      .map((entry) => entry.originFileObj)
      .filter((file): file is NonNullable<typeof file> => !!file);
    try {
      const answer = await submit(files).unwrap();
      setChosen([]);
      toast.success(answer.message);
    } catch (error) {
      toast.error(describeApiError(error as never).message ?? DOCUMENTS_UPLOAD_FAILED);
    }
  };

  return (
    <Flex vertical gap={12}>
      <Upload
        multiple
        accept={DOCUMENT_ACCEPT}
        fileList={chosen}
        disabled={isLoading}
        // Nothing is sent on choosing: the files go together with Submit Documents.
        beforeUpload={async (file) => {
          const content = (await looksLikeADocument(file))
            ? null
            : VERIFICATION_MESSAGES.documentType(file.name);
          const problem = documentProblem(file, latest.current.length) ?? content;
          if (problem) toast.error(problem);
          else
            setChosen([
              ...latest.current,
              { uid: file.uid, name: file.name, size: file.size, originFileObj: file, status: 'done' },
            ]);
          return false;
        }}
        onRemove={(file) => setChosen(latest.current.filter((entry) => entry.uid !== file.uid))}
        showUploadList={{ showRemoveIcon: !isLoading }}
        iconRender={() => <PaperClipOutlined aria-hidden />}
      >
        <Button
          icon={<CloudUploadOutlined aria-hidden />}
          disabled={isLoading || chosen.length >= VERIFICATION_LIMITS.documentsMax}
        >
          Choose documents
        </Button>
      </Upload>
      <Typography.Text type="secondary" style={{ fontSize: 13 }}>
        Images (JPEG, PNG, WebP) or PDF, up to 5 MB each, at most {VERIFICATION_LIMITS.documentsMax}.
      </Typography.Text>
      <div>
        <Button type="primary" onClick={() => void send()} loading={isLoading} disabled={chosen.length === 0}>
          Submit Documents
        </Button>
      </div>
    </Flex>
  );
}
